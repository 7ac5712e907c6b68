import { config } from '../../config/env';
import { checkUrl } from '../../config/url-allow-list';

/** The lending app's deep link for a product (SPEC 4: built from the configured scheme and the product id). */
export function borrowAgainLink(productId: string): string | null {
  const checked = checkUrl(`${config.deepLinkScheme}://loan?productId=${encodeURIComponent(productId)}`, { allowDeepLink: true });
  return checked.ok ? checked.url : null;
}
