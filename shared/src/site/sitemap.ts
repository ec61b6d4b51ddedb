/**
 * sitemap.xml: the public pages and every published course page. Written by the build and, with
 * the courses published since, by the page function, which answers /sitemap.xml.
 */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl: string, pages: string[]): string {
  const urls = [...new Set(pages)].map((page) => `  <url><loc>${escapeXml(siteUrl + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
