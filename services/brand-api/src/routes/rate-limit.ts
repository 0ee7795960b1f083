/** Per-route limit for endpoints that send e-mail or store personal data (429 past it). */
export interface RateLimit {
  max: number;
  timeWindow: string;
}
