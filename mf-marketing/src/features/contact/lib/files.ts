import type { UploadedFile } from '@riviere/api-client';

/** The contact form's uploads (the brand API checks the same by the bytes): PDF and images, 5 MB each, 3 at most. */
export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp'];
export const ACCEPT = [...ACCEPTED_EXTENSIONS, 'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'].join(',');

export interface FileLike {
  name: string;
  size: number;
}

/** "5 MB", "1.5 MB", "200 KB", "12 bytes", as file managers count. */
export function formatSize(bytes: number): string {
  const [unit, size] = bytes >= 1024 * 1024 ? ['MB', bytes / (1024 * 1024)] : bytes >= 1024 ? ['KB', bytes / 1024] : ['bytes', bytes];
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${unit}`;
}

/** Why one file cannot be attached, or null. */
export function fileProblem(file: FileLike): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return `"${file.name}" cannot be attached: please choose a PDF or an image (PNG, JPEG, GIF or WebP).`;
  }
  if (file.size === 0) return `"${file.name}" is empty: please choose another file.`;
  if (file.size > MAX_FILE_BYTES) {
    return `"${file.name}" is larger than ${formatSize(MAX_FILE_BYTES)} (${formatSize(file.size)}): please choose a smaller file.`;
  }
  return null;
}

/** Adds what fits to the files already attached; says why the others were left out. */
export function addFiles<T extends FileLike>(current: T[], incoming: T[]): { files: T[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of incoming) {
    const problem = fileProblem(file);
    if (problem) problems.push(problem);
    else if (files.length >= MAX_FILES) problems.push(`"${file.name}" was not attached: you can attach up to ${MAX_FILES} files.`);
    else if (!files.some((f) => f.name === file.name && f.size === file.size)) files.push(file);
  }
  return { files, problems };
}

/** The file as the brand API takes it: base64 content. */
export function toUploadedFile(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, contentType: file.type || 'application/octet-stream', content: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
