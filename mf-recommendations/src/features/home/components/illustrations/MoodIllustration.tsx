import type { ComponentType } from 'react';
import type { Mood } from '@steady/contracts';
import { theme } from '@steady/ui';

const { primary, accent, surfaceMuted, info, successSurface } = theme.colors;

/*
 * Five small scenes in the theme's palette, each showing the way out rather than the trouble:
 * ripples settling, one step up, a sun past a cloud, a whirl unwinding, stones in balance.
 */

function Ripples() {
  return (
    <>
      <ellipse cx="60" cy="48" rx="46" ry="18" fill={successSurface} />
      <ellipse cx="60" cy="48" rx="32" ry="12" fill="none" stroke={primary} strokeWidth="2" opacity="0.35" />
      <ellipse cx="60" cy="48" rx="19" ry="7" fill="none" stroke={primary} strokeWidth="2" opacity="0.6" />
      <circle cx="60" cy="47" r="5" fill={primary} />
      <path d="M60 14c-5 6-5 12 0 18 5-6 5-12 0-18z" fill={accent} />
    </>
  );
}

function FirstStep() {
  return (
    <>
      <path
        d="M14 66h28V52h26V38h26V24h12v42z"
        fill={surfaceMuted}
        stroke={primary}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M28 66V56" stroke={primary} strokeWidth="2" strokeLinecap="round" />
      <path d="M28 58c-6-1-9-5-9-10 6 0 9 4 9 10zm0-3c5-1 8-5 8-10-5 0-8 4-8 10z" fill={primary} />
      <path d="M100 24V8l10 5-10 5" fill={accent} stroke={accent} strokeWidth="2" strokeLinejoin="round" />
    </>
  );
}

function SunPastCloud() {
  return (
    <>
      <circle cx="76" cy="30" r="16" fill={accent} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line
          key={angle}
          x1="76"
          y1="6"
          x2="76"
          y2="1"
          stroke={accent}
          strokeWidth="2.5"
          strokeLinecap="round"
          transform={`rotate(${angle} 76 30)`}
        />
      ))}
      <path
        d="M30 62h50a12 12 0 0 0 0-24 16 16 0 0 0-30-4 13 13 0 0 0-20 28z"
        fill={surfaceMuted}
        stroke={info}
        strokeWidth="2"
      />
    </>
  );
}

function Unwinding() {
  return (
    <>
      <path
        d="M40 40a6 6 0 1 1 6 6 12 12 0 1 1 12-12 18 18 0 0 1-18 18"
        fill="none"
        stroke={primary}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M40 52c14 0 24 8 38 8h30"
        fill="none"
        stroke={primary}
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.6"
      />
      <circle cx="108" cy="60" r="5" fill={accent} />
      <rect x="10" y="68" width="100" height="4" rx="2" fill={successSurface} />
    </>
  );
}

function BalancedStones() {
  return (
    <>
      <rect x="14" y="68" width="92" height="4" rx="2" fill={successSurface} />
      <ellipse cx="60" cy="60" rx="26" ry="9" fill={info} opacity="0.8" />
      <ellipse cx="60" cy="44" rx="19" ry="8" fill={primary} opacity="0.85" />
      <ellipse cx="60" cy="30" rx="13" ry="6" fill={accent} />
      <ellipse cx="60" cy="19" rx="7" ry="4" fill={surfaceMuted} stroke={primary} strokeWidth="1.5" />
    </>
  );
}

const scenes: Record<Mood, ComponentType> = {
  anxiety: Ripples,
  procrastination: FirstStep,
  irritability: SunPastCloud,
  hyperactivity: Unwinding,
  overwhelm: BalancedStones,
};

/** Decorative: the tile's text names the state, so screen readers skip the picture. */
export function MoodIllustration({ mood }: { mood: Mood }) {
  const Scene = scenes[mood];
  return (
    <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
      <Scene />
    </svg>
  );
}
