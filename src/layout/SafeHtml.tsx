/**
 * The one place the layout renders HTML from the API. The server sanitises HTML properties with an
 * allow-list (sanitize-html) when they are written, so what arrives here is already the safe subset.
 */
export const SafeHtml = ({ html, className }: { html: string; className?: string }) => (
  <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
);
