// Types for the axios modules `src/api/axios-core.ts` imports one by one through axios's
// `./unsafe/*` export (the package types only its main entry).
declare module 'axios/unsafe/core/Axios.js' {
  import type { Axios } from 'axios';
  const AxiosClass: typeof Axios;
  export default AxiosClass;
}
declare module 'axios/unsafe/core/mergeConfig.js' {
  import type { AxiosRequestConfig } from 'axios';
  export default function mergeConfig(a: AxiosRequestConfig, b: AxiosRequestConfig): AxiosRequestConfig;
}
declare module 'axios/unsafe/defaults/index.js' {
  import type { AxiosRequestConfig } from 'axios';
  const defaults: AxiosRequestConfig;
  export default defaults;
}
declare module 'axios/unsafe/core/AxiosError.js' {
  import type { AxiosError } from 'axios';
  const AxiosErrorClass: typeof AxiosError;
  export default AxiosErrorClass;
}
declare module 'axios/unsafe/core/AxiosHeaders.js' {
  import type { AxiosHeaders } from 'axios';
  const AxiosHeadersClass: typeof AxiosHeaders;
  export default AxiosHeadersClass;
}
declare module 'axios/unsafe/cancel/CanceledError.js' {
  import type { CanceledError } from 'axios';
  const CanceledErrorClass: typeof CanceledError;
  export default CanceledErrorClass;
}
declare module 'axios/unsafe/core/settle.js' {
  import type { AxiosResponse } from 'axios';
  export default function settle(resolve: (r: AxiosResponse) => void, reject: (e: unknown) => void, response: AxiosResponse): void;
}
declare module 'axios/unsafe/core/buildFullPath.js' {
  export default function buildFullPath(baseURL: string | undefined, url: string | undefined, allowAbsoluteUrls?: boolean): string;
}
declare module 'axios/unsafe/helpers/buildURL.js' {
  export default function buildURL(url: string, params?: unknown, options?: unknown): string;
}
declare module 'axios/unsafe/helpers/isAxiosError.js' {
  export { isAxiosError as default } from 'axios';
}
