import { fromPromise } from 'xstate';
import type { LandingPage, RegisterInput, SmsInput } from '../../../machines/register/register.machine';
import type { Outcome, RegisterParams } from '../../../machines/register/register.rules';
import type { ApiClients } from '../../api/clients';
import { fetchLandingTemplate, fetchSid, registerPhone, sendSmsCode, trackClick, trackVisit, type TrackParams } from '../../api/promotion';
import type { AdTracker } from '../../lib/ad-tracker';
import type { ClientType } from '../../lib/user-agent';
import { sentCodeRemaining, type SentCode } from './sent-code';

export interface RegisterDeps {
  api: ApiClients;
  params: RegisterParams;
  clientType: ClientType;
  tracker: AdTracker;
  goToDownload: () => void;
  /** The code sent before a reload (./sent-code.ts), or null. */
  sentCode: SentCode | null;
}

/** The register machine's real actors and actions: promotion calls, tracking, the download page. */
export function registerImplementations({ api, params, clientType, tracker, goToDownload, sentCode }: RegisterDeps) {
  const { id, user_from, utm_tag, app_from } = params;
  const track: TrackParams = { page_id: id ?? '', user_from, client_type: clientType, utm_tag, app_from };
  const attribution = { app_from, user_from, utm_tag };
  return {
    actors: {
      loadPage: fromPromise<LandingPage, { templateId: string }>(async ({ input, signal }) => {
        // The template must answer (its failure is the page's load failure); its content is not shown.
        // After a reload with a code sent, the captcha session stays the one the code was sent under,
        // and the countdown goes on from the send (docs/decisions/0137).
        const template = fetchLandingTemplate(api, input.templateId, { signal });
        if (sentCode) {
          await template;
          return { sid: sentCode.sid, remaining: sentCodeRemaining(sentCode) };
        }
        const [, sid] = await Promise.all([template, fetchSid(api, { signal })]);
        return { sid };
      }),
      sendSms: fromPromise<Outcome, SmsInput>(({ input, signal }) =>
        sendSmsCode(api, { phone: input.phone, capcode: input.capcode, sid: input.sid, ...attribution }, { signal }),
      ),
      register: fromPromise<Outcome, RegisterInput>(({ input, signal }) =>
        registerPhone(
          api,
          { phone: input.phone, capcode: input.capcode, sid: input.sid, smsCode: input.smsCode, invite_code: params.invite_code, id, ...attribution },
          { signal },
        ),
      ),
    },
    actions: {
      trackVisit: () => void trackVisit(api, track),
      trackClick: ({ context }: { context: { phone: string } }) => void trackClick(api, { ...track, phone: context.phone }),
      reportConversion: () => {
        if (params.UC) tracker.conversion({ uc: params.UC, event: 'register', ...attribution });
      },
      goToDownload,
    },
  };
}
