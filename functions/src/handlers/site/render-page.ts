import type { APIGatewayProxyResultV2, Context, LambdaFunctionURLEvent } from 'aws-lambda';
import type { ServerBuild } from 'react-router';
import * as serverBuild from '@app/server-build/index.js';
import manifest from '@app/server-build/page-manifest.json';
import { answerSitePage, sitePageOf } from '../../core/site/site-pages';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { countMetric, flushMetrics } from '../../lib/metrics';
import { keepPageScripts } from '../../lib/page-scripts';
import { pageRenderer } from '../../lib/page-renderer';

/**
 * The page function: CloudFront sends it /courses, /courses/<id>, /about, /certificates/<code> and
 * /sitemap.xml (through
 * its function URL, signed by the origin access control), and caches each answer for a minute.
 * Any other path or method is not its business: 404 or 405.
 */
const render = pageRenderer(serverBuild as unknown as ServerBuild);

export const handler = async (event: LambdaFunctionURLEvent, context?: Context): Promise<APIGatewayProxyResultV2> => {
  beginJobLog({ lambdaContext: context, job: 'render-page' });
  try {
    const method = event.requestContext.http.method;
    if (method !== 'GET' && method !== 'HEAD') {
      return {
        statusCode: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' },
        body: 'Method Not Allowed',
      };
    }
    const page = sitePageOf(event.rawPath);
    if (!page) return { statusCode: 404, headers: { 'content-type': 'text/plain' }, body: 'Not Found' };
    const answer = await answerSitePage(page, { render, manifest, keepScripts: keepPageScripts });
    return {
      statusCode: answer.status,
      headers: {
        'content-type': answer.contentType,
        'cache-control': answer.cacheControl,
        ...(answer.location ? { location: answer.location } : {}),
      },
      body: method === 'HEAD' ? '' : answer.body,
    };
  } catch (error) {
    log('error', 'page rendering failed', { path: event.rawPath, ...errorFields(error) });
    countMetric('PageRenderFailures');
    // Not cached: CloudFront asks again on the next request.
    return {
      statusCode: 503,
      headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' },
      body: 'Service Unavailable',
    };
  } finally {
    flushMetrics();
    endJobLog();
  }
};
