// The two packages the structured-data journey uses ship no types: what it relies on.

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  /** Google's rich-result rules (and schema.org's, when given its vocabulary). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    /** Things by schema.org type, e.g. `{ JobPosting: [ … ] }`. */
    jsonld: Record<string, unknown[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
    metatags: Record<string, unknown>;
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}
