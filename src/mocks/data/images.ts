/** Small inline SVG pictures the demo backend serves itself (no external hosts). */

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function logo(label: string, bg: string, fg: string, size = 18): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${bg}"/>` +
    `<text x="48" y="54" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" ` +
    `fill="${fg}" text-anchor="middle">${esc(label)}</text></svg>`
  );
}

function wideLogo(label: string, bg: string, fg: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">` +
    `<rect width="240" height="60" rx="10" fill="${bg}"/>` +
    `<text x="120" y="38" font-family="Arial,sans-serif" font-size="24" font-weight="700" ` +
    `fill="${fg}" text-anchor="middle">${esc(label)}</text></svg>`
  );
}

/** A barcode-looking picture whose bars follow the digits of `code`. */
export function barcodeSvg(code: string): string {
  const digits = code.replace(/\D/g, '') || '0';
  let x = 10;
  let bars = '';
  for (const ch of digits + digits.split('').reverse().join('')) {
    const d = Number(ch);
    bars += `<rect x="${x}" y="8" width="${1 + (d % 3)}" height="62" fill="#111"/>`;
    x += 3 + (d % 4);
  }
  const width = x + 10;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="96" viewBox="0 0 ${width} 96">` +
    `<rect width="${width}" height="96" fill="#fff"/>${bars}` +
    `<text x="${width / 2}" y="88" font-family="monospace" font-size="13" text-anchor="middle">${esc(code)}</text></svg>`
  );
}

/** The image captcha: the fixed text on a noisy background. */
export function captchaSvg(text: string, seed: number): string {
  let lines = '';
  for (let i = 0; i < 5; i += 1) {
    const y1 = (seed * (i + 3) * 7) % 40;
    const y2 = (seed * (i + 5) * 11) % 40;
    lines += `<line x1="0" y1="${y1}" x2="100" y2="${y2}" stroke="#9bb" stroke-width="1"/>`;
  }
  const letters = text
    .split('')
    .map((ch, i) => {
      const rotate = ((seed + i * 17) % 30) - 15;
      const x = 16 + i * 22;
      return `<text x="${x}" y="29" transform="rotate(${rotate} ${x} 22)" font-family="Georgia,serif" font-size="24" font-weight="700" fill="#234">${esc(ch)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40">` +
    `<rect width="100" height="40" fill="#eef5f3"/>${lines}${letters}</svg>`
  );
}

function picture(title: string, lines: string[], tint: string): string {
  const body = lines
    .map((l, i) => `<text x="20" y="${90 + i * 28}" font-family="Arial,sans-serif" font-size="18" fill="#333">${esc(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="220" viewBox="0 0 320 220">` +
    `<rect width="320" height="220" rx="12" fill="#fff" stroke="${tint}" stroke-width="4"/>` +
    `<rect width="320" height="52" rx="12" fill="${tint}"/>` +
    `<text x="20" y="34" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff">${esc(title)}</text>` +
    `${body}</svg>`
  );
}

/** Fixed files under /maintains/demo-files/<name>. */
export const staticFiles: Record<string, string> = {
  'logo-lendo.svg': logo('Lendo', '#0b6e4f', '#ffffff', 22),
  'logo-quincenal.svg': logo('Quincena', '#2a4d9b', '#ffffff', 16),
  'logo-flex.svg': logo('Flex', '#8a3ffc', '#ffffff', 24),
  'logo-oxxo.svg': logo('OXXO', '#d7141a', '#ffd200', 24),
  'logo-seven.svg': logo('7-Eleven', '#008163', '#ffffff', 15),
  'logo-walmart.svg': logo('Walmart', '#0071ce', '#ffc220', 16),
  'logo-spei.svg': logo('SPEI', '#1b365d', '#ffffff', 24),
  'logo-bbva.svg': logo('BBVA', '#004481', '#ffffff', 24),
  'logo-top.svg': wideLogo('Lendo Cash', '#0b6e4f', '#ffffff'),
  'logo-bottom.svg': wideLogo('Pago seguro', '#e8f3ef', '#0b6e4f'),
  'banner-promo.svg': picture('Hasta $10,000 en minutos', ['Sin aval y 100% en línea', 'Regístrate con tu celular'], '#0b6e4f'),
  'receipt-oxxo.svg': picture('Ticket OXXO', ['Referencia: 9300 1234 5678 90', 'Importe: $1,027.30', 'Conserve su ticket'], '#d7141a'),
  'receipt-spei.svg': picture('Comprobante SPEI', ['CLABE: 646180157000012345', 'Concepto: MX240518001', 'Estado: Liquidado'], '#1b365d'),
  'reply-receipt.svg': picture('Pago aplicado', ['Folio: PAG-88213', 'Fecha: 2026-03-02', 'Saldo pendiente: $0.00'], '#14a37f'),
  'complaint-photo.svg': picture('Captura de llamada', ['Llamadas: 9 en un día', 'Horario: 21:40 - 22:15'], '#6b7280'),
};
