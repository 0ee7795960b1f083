/**
 * Accepts or refuses one uploaded file (a job CV, a contact-form attachment) by its bytes.
 * The name must carry an allowed extension and the bytes must be that kind of file; the
 * client's contentType is ignored, because browsers derive it from the name anyway.
 */
import { sniff } from './detect-file-type';
import { inspectDocx, type DocxVerdict } from './docx';

export type UploadKind = 'pdf' | 'docx' | 'png' | 'jpeg' | 'gif' | 'webp';

export interface UploadPolicy {
  allowed: UploadKind[];
  /** Limit on the decoded file, in bytes. */
  maxBytes: number;
  /** How the messages name the file: "resume", "attachment". */
  field: string;
}

export type UploadVerdict =
  | {
      ok: true;
      kind: UploadKind;
      bytes: Buffer;
      /** Canonical extension with its dot (".pdf", ".jpg"), for storing under a name we chose. */
      extension: string;
      /** Canonical MIME type, to use instead of the one the client sent. */
      contentType: string;
    }
  /** `rule`: what a client words for guests — `required`, `fileType`, `fileSize` (`limit` in bytes) or `fileUnreadable`. */
  | { ok: false; message: string; rule: UploadRule; limit?: number };

type UploadRule = 'required' | 'fileType' | 'fileSize' | 'fileUnreadable';

const KINDS: Record<UploadKind, { label: string; extensions: string[]; contentType: string; image: boolean }> = {
  pdf: { label: 'PDF', extensions: ['.pdf'], contentType: 'application/pdf', image: false },
  docx: {
    label: 'Word (.docx)',
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
  },
  png: { label: 'PNG', extensions: ['.png'], contentType: 'image/png', image: true },
  jpeg: { label: 'JPEG', extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg', image: true },
  gif: { label: 'GIF', extensions: ['.gif'], contentType: 'image/gif', image: true },
  webp: { label: 'WebP', extensions: ['.webp'], contentType: 'image/webp', image: true },
};

/** "a PDF or Word (.docx) document", "a PNG, JPEG, GIF or WebP image", "a PDF or PNG file". */
export function describeAllowed(allowed: readonly UploadKind[]): string {
  const labels = allowed.map((kind) => KINDS[kind].label);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? 'permitted');
  const images = allowed.filter((kind) => KINDS[kind].image).length;
  const noun = images === allowed.length ? 'image' : images === 0 ? 'document' : 'file';
  return `a ${list} ${noun}`;
}

/** "5 MB" in binary megabytes, as file managers count; one decimal when not round. */
export function formatSize(bytes: number): string {
  const [unit, size] = bytes >= 1024 * 1024 ? ['MB', bytes / (1024 * 1024)] : bytes >= 1024 ? ['KB', bytes / 1024] : ['bytes', bytes];
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${unit}`;
}

function kindOfName(name: string, allowed: readonly UploadKind[]): { kind: UploadKind; extension: string } | undefined {
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : '';
  const kind = allowed.find((k) => KINDS[k].extensions.includes(extension));
  return kind && { kind, extension };
}

/** Fewest bytes a base64 text of this length can decode to: refuses huge uploads undecoded. */
const minDecodedLength = (text: string): number => Math.floor(text.length / 4) * 3 - 2;

/**
 * Strict base64: Node's decoder silently skips anything outside the alphabet (and accepts
 * base64url and missing padding), so the input is accepted only if re-encoding the decoded
 * bytes gives back exactly the same text. That also refuses whitespace and data: URL prefixes.
 */
export function decodeBase64Strict(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

const DOCX_PROBLEMS: Record<Exclude<DocxVerdict, { ok: true }>['reason'], string> = {
  'not-docx': 'is not a Word (.docx) document',
  'zip-bomb': 'is a Word document that unpacks to too much data',
  corrupt: 'is a damaged Word (.docx) document',
};

/** The kind the bytes prove, or why a zip claiming to be a Word document is refused. */
async function detectKind(bytes: Buffer, allowed: readonly UploadKind[]): Promise<UploadKind | { problem: string } | undefined> {
  const sniffed = sniff(bytes);
  if (sniffed === 'unknown') return undefined;
  if (sniffed !== 'zip') return sniffed;
  if (!allowed.includes('docx')) return undefined;
  const verdict = await inspectDocx(bytes);
  return verdict.ok ? 'docx' : { problem: DOCX_PROBLEMS[verdict.reason] };
}

/** Never throws; every refusal names the field and what is wrong with it. */
export async function validateUpload(
  file: { name: string; contentType: string; content: string },
  { allowed, maxBytes, field }: UploadPolicy,
): Promise<UploadVerdict> {
  const refuse = (problem: string, rule: UploadRule, limit?: number): UploadVerdict => ({ ok: false, message: `${field} ${problem}`, rule, ...(limit === undefined ? {} : { limit }) });
  const mustBe = `must be ${describeAllowed(allowed)}`;
  if (typeof file?.name !== 'string' || typeof file.content !== 'string') return refuse('is missing', 'required');

  const named = kindOfName(file.name, allowed);
  if (!named) return refuse(mustBe, 'fileType');
  if (file.content === '') return refuse('is empty', 'fileUnreadable');
  const tooLarge = `is larger than ${formatSize(maxBytes)}`;
  if (minDecodedLength(file.content) > maxBytes) return refuse(tooLarge, 'fileSize', maxBytes);
  const bytes = decodeBase64Strict(file.content);
  if (!bytes) return refuse('is not valid base64', 'fileUnreadable');
  if (bytes.length > maxBytes) return refuse(tooLarge, 'fileSize', maxBytes);

  const detected = await detectKind(bytes, allowed);
  if (typeof detected === 'object') return refuse(detected.problem, 'fileUnreadable');
  if (!detected || !allowed.includes(detected)) return refuse(mustBe, 'fileType');
  if (detected !== named.kind) return refuse(`is named ${named.extension} but is not ${describeAllowed([named.kind])}`, 'fileType');
  return { ok: true, kind: detected, bytes, extension: KINDS[detected].extensions[0] ?? '', contentType: KINDS[detected].contentType };
}
