import type { LinkItem } from '@riviere/api-client';

const ICONS: Record<string, string> = {
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C4.3 2.2 2.2 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.1 3.6 2.2 5.7 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.6-.1 5.7-2.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.1-3.6-2.2-5.7-5.8-5.8C15 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 2.6.1 3.9 1.4 4 4 .1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.6-1.4 3.9-4 4-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.6-.1-3.9-1.4-4-4-.1-1-.1-1.3-.1-4s0-3 .1-4c.1-2.6 1.4-3.9 4-4 1-.1 1.3-.1 4-.1z',
  facebook: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z',
  x: 'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  tiktok: 'M16.6 2h-3.3v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.3 6.3 0 1 0 5.3 6.2V8.6a7.6 7.6 0 0 0 4.4 1.4V6.7a4.4 4.4 0 0 1-4.4-4.7z',
};
const GENERIC = 'M10 14a5 5 0 0 0 7.1 0l3-3A5 5 0 0 0 13 3.9l-1.7 1.7 1.4 1.4L14.4 5.3a3 3 0 0 1 4.3 4.3l-3 3a3 3 0 0 1-4.3 0L10 14zm4-4a5 5 0 0 0-7.1 0l-3 3A5 5 0 0 0 11 20.1l1.7-1.7-1.4-1.4-1.7 1.7a3 3 0 0 1-4.3-4.3l3-3a3 3 0 0 1 4.3 0L14 10z';

/** The restaurant's social icons: each a named link to its page (new tab where the content says so). */
export function SocialLinks({ items, restaurant }: { items: LinkItem[]; restaurant: string }) {
  const links = items.filter((item) => /^https?:\/\//.test(item.linkUrl));
  if (links.length === 0) return null;
  return (
    <ul className="fd-social" aria-label={`${restaurant} on social media`}>
      {links.map((item) => (
        <li key={item.linkUrl}>
          <a
            className="fd-social__link"
            href={item.linkUrl}
            {...(item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={`${item.linkText}${item.openInNewTab ? ' (opens in a new tab)' : ''}`}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={ICONS[(item.style ?? item.linkText).toLowerCase()] ?? GENERIC} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
