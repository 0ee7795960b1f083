import { freePort } from '@riviere/server-kit/testing';

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html?: string;
  to: { address: string }[];
  /** Header names lower-cased, as the catcher parsed them. */
  headers?: Record<string, string>;
  attachments?: { fileName: string; generatedFileName: string; contentType: string }[];
}

/** The same mail catcher `npm start` runs, on its own port, for tests of the relay. */
export interface MailCatcher {
  smtpUrl: string;
  emails(): Promise<CaughtEmail[]>;
  waitFor(count: number): Promise<CaughtEmail[]>;
  /** The text of one attachment, as it arrived. */
  attachment(email: CaughtEmail, fileName: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- maildev ships no types
  const MailDev = require('maildev') as new (options: object) => {
    listen(cb: (error?: Error) => void): void;
    getAllEmail(cb: (error: Error | null, emails: CaughtEmail[]) => void): void;
    getEmailAttachment(id: string, fileName: string, cb: (error: Error | null, contentType: string, stream: NodeJS.ReadableStream) => void): void;
    deleteAllEmail(cb: (error?: Error) => void): void;
    close(cb: () => void): void;
  };
  const port = await freePort();
  const maildev = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true });
  await new Promise<void>((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));
  // maildev keeps one store per process: start every catcher empty.
  await new Promise<void>((resolve, reject) => maildev.deleteAllEmail((error) => (error ? reject(error) : resolve())));
  const emails = () => new Promise<CaughtEmail[]>((resolve, reject) => maildev.getAllEmail((error, all) => (error ? reject(error) : resolve(all))));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    emails,
    /** The catcher parses a message after SMTP has accepted it: wait (up to 10 s) until `count` are in. */
    async waitFor(count: number) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const all = await emails();
        if (all.length >= count) return all;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return emails();
    },
    attachment: (email, fileName) =>
      new Promise<string>((resolve, reject) => {
        const generated = email.attachments?.find((a) => a.fileName === fileName)?.generatedFileName ?? fileName;
        maildev.getEmailAttachment(email.id, generated, (error, _type, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.on('error', reject);
        });
      }),
    close: () => new Promise((resolve) => maildev.close(resolve)),
  };
}
