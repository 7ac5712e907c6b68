import type { StatusIcon as Icon } from '../../../machines/loan-details/loan-details.status';

const COLOURS: Record<Icon, string> = {
  review: '#8a6d00',
  approved: '#0b6e4f',
  rejected: '#b00020',
  repay: '#0b5cad',
  overdue: '#b34700',
  settled: '#0b6e4f',
  other: '#4f5b55',
};

/** One drawing per order status (decorative: the status title says it in words). */
const PATHS: Record<Icon, string> = {
  review: 'M24 12v12l8 5',
  approved: 'M14 24h16m-6-6 6 6-6 6',
  rejected: 'M17 17l14 14M31 17 17 31',
  repay: 'M16 18h16v14H16zM16 22h16M20 14v6m8-6v6',
  overdue: 'M24 14v12m0 5v1',
  settled: 'M15 25l6 6 12-13',
  other: 'M24 22v10m0-16v1',
};

export function StatusIcon({ icon }: { icon: Icon }) {
  const colour = COLOURS[icon];
  return (
    <svg className="details__icon" data-icon={icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
      <circle cx="24" cy="24" r="21" fill="none" stroke={colour} strokeWidth="3" />
      <path d={PATHS[icon]} fill="none" stroke={colour} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
