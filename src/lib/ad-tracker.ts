// The one way the app tells an ad network about a conversion (SPEC section 7: after a successful
// registration, when the landing URL carried UC). No third-party script is loaded here: events are
// queued on `window.adTrackerQueue` and announced as an `ad:conversion` DOM event, so a tag that
// the deployment adds to the page (or a future configured adapter) can forward them.

export interface ConversionEvent {
  /** The campaign's UC param, as the landing URL carried it. */
  uc: string;
  event: 'register';
  /** Attribution carried by the landing URL. */
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
}

export interface AdTracker {
  conversion(event: ConversionEvent): void;
}

declare global {
  interface Window {
    adTrackerQueue?: ConversionEvent[];
  }
}

/** The browser tracker: queue plus DOM event. */
export const browserAdTracker: AdTracker = {
  conversion(event) {
    if (typeof window === 'undefined') return;
    (window.adTrackerQueue ??= []).push(event);
    window.dispatchEvent(new CustomEvent<ConversionEvent>('ad:conversion', { detail: event }));
  },
};
