/*
 * The API reference page: Swagger UI, served from the app (swagger-ui-dist), so the site's
 * Content-Security-Policy (scripts from 'self' only, no inline script) holds here too. The
 * page loads the bundle, then a small script of ours that starts it on the document.
 */

export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PATH = '/api/docs'
export const DOCS_INIT_PATH = '/api/docs/init.js'
/** swagger-ui-dist's files, by their name in the package. */
export const DOCS_ASSETS_PREFIX = '/api/docs/assets/'
export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'] as const

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function referencePage(title: string): string {
  const asset = (name: (typeof DOCS_ASSETS)[number]) => DOCS_ASSETS_PREFIX + name
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
<link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${DOCS_INIT_PATH}"></script>
</body>
</html>
`
}

/** Starts Swagger UI on the document; no validator badge (it would call an outside site). */
export const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
})
`
