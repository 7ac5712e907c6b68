import { config } from '../../config/env';
import { checkDeepLinkUrl } from '../../config/url-lists';

/** The lending app's deep link for a product (SPEC 4: built from the configured scheme and the product id). */
export function borrowAgainLink(productId: string): string | null {
  const checked = checkDeepLinkUrl(`${config.deepLinkScheme}://loan?productId=${encodeURIComponent(productId)}`);
  return checked.ok ? checked.url : null;
}
