import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';

/**
 * Renders one path of the site with the frontend's server build (React Router, kept by the
 * frontend build), as the build's own prerendering does: the route loaders read what the load
 * context gives them. The build has no server rendering (`ssr: false`): it renders a path with its
 * content only if the path is among those it prerenders, so each rendered path is added to that
 * list for its own request.
 */
export type RenderPath = (pathname: string, context: AppLoadContext) => Promise<{ status: number; html: string }>;

export function pageRenderer(build: ServerBuild): RenderPath {
  return async (pathname, context) => {
    const handler = createRequestHandler({ ...build, prerender: [...build.prerender, pathname] }, 'production');
    const response = await handler(new Request(`http://localhost${pathname}`), context);
    return { status: response.status, html: await response.text() };
  };
}
