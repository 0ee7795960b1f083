/** google-map-react 2.2 ships no types: the part of its API this remote uses. */
declare module 'google-map-react' {
  import type { ComponentType, ReactNode } from 'react';

  export interface GoogleMapReactProps {
    bootstrapURLKeys: { key: string; language?: string; region?: string };
    center: { lat: number; lng: number };
    zoom: number;
    options?: Record<string, unknown>;
    children?: ReactNode;
  }

  const GoogleMapReact: ComponentType<GoogleMapReactProps>;
  export default GoogleMapReact;
}
