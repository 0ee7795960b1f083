/** The part of braintree-web-drop-in this remote uses (the package ships no types). */
declare module 'braintree-web-drop-in' {
  export interface Dropin {
    requestPaymentMethod(): Promise<{ nonce: string }>;
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string; container: HTMLElement | string }): Promise<Dropin>;
}
