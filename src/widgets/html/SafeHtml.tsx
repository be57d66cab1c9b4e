/**
 * Renders HTML that the server has already sanitised: the API runs sanitize-html on every write of an
 * `x-ui.widget: "html"` property, so what is stored, and so what arrives here, is the allowed subset only.
 */
export const SafeHtml = ({ html, className }: { html: string; className?: string }) => (
  <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
);
