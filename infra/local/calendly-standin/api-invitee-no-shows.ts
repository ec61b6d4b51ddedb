import { type ApiAnswer, type ApiRequest } from './api-request';
import { markNoShow } from './booking';
import type { StandInContext } from './context';
import { errors } from './http-io';
import { idsFromUri, uris } from './resources';

/**
 * `POST /invitee_no_shows` `{ invitee: <invitee URI> }`: the host marks the invitee absent and
 * `invitee_no_show.created` goes out. 404 for an invitee it does not know, 422 when already marked.
 */
export async function createNoShow(context: StandInContext, request: ApiRequest): Promise<ApiAnswer> {
  const { invitee: uri } = request.body;
  if (typeof uri !== 'string' || !uri) throw errors.invalid([{ parameter: 'invitee', message: 'is required' }]);
  const ids = idsFromUri(uri, 'scheduled_events', 'invitees');
  const invitee = ids && context.state.invitees.find((known) => known.eventUuid === ids[0] && known.uuid === ids[1]);
  if (!invitee) throw errors.notFound();
  if (invitee.noShow) throw errors.unprocessable('Invitee is already marked as no show');
  const noShow = await markNoShow(context, invitee);
  return {
    status: 201,
    body: {
      resource: {
        uri: uris.noShow(context, noShow.uuid),
        invitee: uris.invitee(context, invitee.eventUuid, invitee.uuid),
        created_at: noShow.createdAt,
      },
    },
  };
}
