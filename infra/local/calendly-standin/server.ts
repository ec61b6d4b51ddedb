import http from 'node:http';
import { handleApi, isApiPath } from './api-router';
import type { StandInContext } from './context';
import { CONTROL_PREFIX, handleControl } from './controls';
import { sendJson } from './http-io';
import { handlePage } from './page-routes';

/**
 * The stand-in's one origin: the controls under `/__standin`, the API under its collections'
 * paths, and the pages everywhere else. Requests are handled one after another as they come; a
 * handler's changes are made before its first wait, so two bookings of one link cannot both win.
 */
export function createStandInServer(context: StandInContext): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const route =
      url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)
        ? handleControl(context, req, res, url)
        : isApiPath(url.pathname)
          ? handleApi(context, req, res, url)
          : handlePage(context, req, res, url);
    route.catch((error: unknown) => {
      console.error('[calendly stand-in]', error);
      if (res.headersSent) return res.end();
      sendJson(res, 500, { title: 'Internal Server Error', message: 'The stand-in failed to answer.' });
    });
  });
}
