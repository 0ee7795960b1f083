import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkFormToken, signFormToken } from '@riviere/app-token';
import { FORM_TOKEN_FIELD, formSearch, type FormProblem } from '@riviere/mf-contract/form-render';
import { bodyOf, type HtmlPage } from '../pages/html-pages';
import { PERSONAL } from '../static/static-routes';
import { formFields } from './form-body';
import { contactPayload, groupEnquiryPayload, type GroupContext, type Payload } from './form-payloads';

/** The brand API's answer to a form: its status, and its error code when it refused. */
export interface SendResult {
  status: number;
  code?: string;
}

export interface FormRoutesOptions {
  tokenSecret: string;
  now: () => number;
  renderPage(rawPath: string, search?: string, cookies?: string): Promise<HtmlPage>;
  /** POSTs the JSON body to the brand API (its path), for the visitor at `forwardedFor`. */
  send(apiPath: string, body: Record<string, unknown>, forwardedFor: string): Promise<SendResult>;
  restaurantTitle: GroupContext['restaurantTitle'];
  /** X-Forwarded-For for the visitor of a request, as the proxy writes it. */
  forwardedFor(request: FastifyRequest): string;
}

/** A content page whose form (a remote's widget in a tile) also posts as plain HTML. */
interface PlainForm {
  path: string;
  /** What its token is for: a token of one form is refused by another. */
  purpose: string;
  apiPath: string;
  /** Where the guest goes once it is sent (303). */
  sentTo: string;
  payload(fields: Readonly<Record<string, string>>, context: GroupContext): Payload;
}

export const PLAIN_FORMS: readonly PlainForm[] = [
  { path: '/contact', purpose: 'contact', apiPath: '/api/contact/sendemail', sentTo: '/contact?sent=1', payload: contactPayload },
  { path: '/group-bookings', purpose: 'group-booking', apiPath: '/api/contact/group-booking', sentTo: '/group-bookings/thanks', payload: groupEnquiryPayload },
];

/** The form shown again, and with what status, for the brand API's answer. */
export function problemOf(result: SendResult): { problem: FormProblem; status: number } | null {
  if (result.status >= 200 && result.status < 300) return null;
  // reCAPTCHA is on and a form without script carries no token: it cannot be sent that way.
  if (result.code === 'RECAPTCHA') return { problem: 'unverified', status: 400 };
  if (result.status === 400 || result.status === 422) return { problem: 'refused', status: 400 };
  if (result.status === 429) return { problem: 'failed', status: 429 };
  return { problem: 'failed', status: 503 };
}

/** The visitor's own query without anything that looks like the site server's form fields. */
function visitorQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (name.startsWith('form-') || name.startsWith('form.')) query.delete(name);
  return query.toString();
}

function withForm(search: string, form: Parameters<typeof formSearch>[0]): string {
  const own = visitorQuery(search);
  return own ? `?${own}&${formSearch(form).slice(1)}` : formSearch(form);
}

/** A page with a form token is one visitor's: never stored, by anyone. */
function sendFormPage(reply: FastifyReply, page: HtmlPage, status: number): FastifyReply {
  return reply
    .code(page.status === 200 ? status : page.status)
    .header('cache-control', PERSONAL)
    .header('vary', 'Cookie')
    .header('content-type', 'text/html; charset=utf-8')
    .send(bodyOf(page));
}

const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

/**
 * The contact and group bookings pages without JavaScript. GET renders the page with a fresh form
 * token for the form's hidden field; the form posts to its own page. POST checks the token (out of
 * date or not ours: the form again, saying so), sends what was typed to the brand API with the
 * server's own app token (no reCAPTCHA token: there is no script to get one) and answers 303 to
 * where the script would go, or the form again with what was typed and why — never a 5xx of ours.
 */
export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  for (const form of PLAIN_FORMS) {
    const render = async (request: FastifyRequest, search: string, status: number, reply: FastifyReply, rest: { problem?: FormProblem; posted?: Record<string, string> } = {}) => {
      const token = signFormToken(options.tokenSecret, form.purpose, options.now());
      const page = await options.renderPage(form.path, withForm(search, { token, ...rest }), request.headers.cookie ?? '');
      return sendFormPage(reply, page, status);
    };

    app.get(form.path, async (request, reply) => render(request, searchOf(request.url), 200, reply));

    app.post(form.path, async (request, reply) => {
      const fields = formFields(request.headers['content-type'], request.body) ?? {};
      const { [FORM_TOKEN_FIELD]: token, ...posted } = fields;
      if (checkFormToken(options.tokenSecret, form.purpose, token, options.now()) !== 'valid') {
        return render(request, '', 403, reply, { problem: 'expired', posted });
      }
      const payload = form.payload(posted, { now: options.now(), restaurantTitle: options.restaurantTitle });
      if (!payload.ok) return render(request, '', 400, reply, { problem: 'refused', posted });
      let result: SendResult;
      try {
        result = await options.send(form.apiPath, payload.body, options.forwardedFor(request));
      } catch (error) {
        request.log.warn(`${form.path}: the brand API could not be reached: ${(error as Error).message}`);
        result = { status: 503 };
      }
      const problem = problemOf(result);
      if (!problem) return reply.code(303).header('cache-control', PERSONAL).header('location', form.sentTo).send();
      return render(request, '', problem.status, reply, { problem: problem.problem, posted });
    });
  }
}
