import { useId } from 'react';

/** The platform's mark: a water drop over a wave, in a rounded tile of water-utility blue. */
export function LogoMark({ size = 40 }: { size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="水务集团标志">
      <defs>
        <linearGradient id={`${id}-tile`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3aa0f5" />
          <stop offset="1" stopColor="#0a4f9e" />
        </linearGradient>
        <linearGradient id={`${id}-drop`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d6ecff" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="46" height="46" rx="12" fill={`url(#${id}-tile)`} />
      <path d="M24 7.5C24 7.5 13 20.2 13 27.6a11 11 0 0 0 22 0C35 20.2 24 7.5 24 7.5Z" fill={`url(#${id}-drop)`} />
      <path
        d="M15.6 29.2c2.8-2.4 5.6-2.4 8.4 0s5.6 2.4 8.4 0"
        stroke="#0b5cad"
        strokeWidth="2.6"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M17.8 34.2c2.1-1.7 4.1-1.7 6.2 0s4.1 1.7 6.2 0"
        stroke="#3aa0f5"
        strokeWidth="2.2"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M7 38c5.5-3.6 11-3.6 16.5 0s11 3.6 17.5 0"
        stroke="#ffffff"
        strokeOpacity=".35"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}
