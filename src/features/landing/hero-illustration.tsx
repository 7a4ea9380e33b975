import styled from 'styled-components';

// Every fill comes from the theme, so the drawing follows light and dark mode.
const Svg = styled.svg`
  width: 100%;
  height: auto;
  .blob {
    fill: ${({ theme }) => theme.colors.primarySoft};
  }
  .sun {
    fill: ${({ theme }) => theme.colors.accent};
    opacity: 0.45;
  }
  .sun-glow {
    fill: ${({ theme }) => theme.colors.accentSoft};
  }
  .tower {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 2;
  }
  .tower-main {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .window {
    fill: ${({ theme }) => theme.colors.primarySoft};
  }
  .window-lit {
    fill: ${({ theme }) => theme.colors.accentSoft};
  }
  .window-main {
    fill: ${({ theme }) => theme.colors.onPrimary};
    opacity: 0.35;
  }
  .ground {
    fill: ${({ theme }) => theme.colors.successSoft};
  }
  .leaf {
    fill: ${({ theme }) => theme.colors.success};
  }
  .trunk {
    fill: ${({ theme }) => theme.colors.borderStrong};
  }
  .bubble {
    fill: ${({ theme }) => theme.colors.surfaceRaised};
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 2;
  }
  .line {
    fill: ${({ theme }) => theme.colors.skeleton};
  }
  .avatar-a {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .avatar-b {
    fill: ${({ theme }) => theme.colors.info};
  }
  .heart {
    fill: ${({ theme }) => theme.colors.danger};
  }
  .tag {
    fill: ${({ theme }) => theme.colors.primary};
  }
`;

/** A grid of windows, 26 apart vertically; the `lit` ones (by index) glow. */
function Windows({
  x,
  y,
  cols,
  rows,
  lit = [],
  width = 12,
  step = 22,
  className = 'window',
}: {
  x: number;
  y: number;
  cols: number;
  rows: number;
  lit?: number[];
  width?: number;
  step?: number;
  className?: string;
}) {
  return Array.from({ length: rows * cols }, (_, index) => (
    <rect
      key={index}
      className={lit.includes(index) ? 'window-lit' : className}
      x={x + (index % cols) * step}
      y={y + Math.floor(index / cols) * 26}
      width={width}
      height="14"
      rx="2"
    />
  ));
}

function Tree({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <rect className="trunk" x={x - 3} y={y} width="6" height={r + 8} rx="2" />
      <circle className="leaf" cx={x} cy={y} r={r} />
    </g>
  );
}

/** A decorative drawing: society towers under a morning sun, neighbours talking above them. */
export function HeroIllustration() {
  return (
    <Svg viewBox="0 0 480 380" aria-hidden focusable="false">
      <circle className="blob" cx="250" cy="200" r="170" />
      <circle className="sun-glow" cx="418" cy="62" r="40" />
      <circle className="sun" cx="418" cy="62" r="22" />

      <rect className="tower" x="96" y="150" width="96" height="190" rx="8" />
      <Windows x={112} y={168} cols={3} rows={6} lit={[1, 5, 9, 13]} />
      <rect className="tower-main" x="200" y="96" width="104" height="244" rx="8" />
      <Windows x={216} y={114} cols={3} rows={8} width={16} step={26} className="window-main" />
      <rect className="tower" x="312" y="176" width="82" height="164" rx="8" />
      <Windows x={326} y={194} cols={3} rows={5} lit={[0, 4, 8, 11]} />

      <rect className="ground" x="40" y="332" width="400" height="24" rx="12" />
      <Tree x={72} y={300} r={22} />
      <Tree x={418} y={306} r={18} />
      <Tree x={172} y={316} r={14} />

      <g>
        <rect className="bubble" x="24" y="64" width="150" height="64" rx="16" />
        <path className="bubble" d="M70 126 l-6 18 l22 -16" />
        <circle className="avatar-a" cx="50" cy="96" r="12" />
        <rect className="line" x="70" y="84" width="88" height="8" rx="4" />
        <rect className="tag" x="70" y="100" width="52" height="8" rx="4" />
        <path
          className="heart"
          d="M147 104c-4-4-10-1-10 4 0 5 10 10 10 10s10-5 10-10c0-5-6-8-10-4z"
        />
      </g>
      <g>
        <rect className="bubble" x="318" y="104" width="142" height="56" rx="16" />
        <path className="bubble" d="M352 158 l-6 18 l22 -16" />
        <circle className="avatar-b" cx="342" cy="132" r="12" />
        <rect className="line" x="362" y="122" width="80" height="8" rx="4" />
        <rect className="line" x="362" y="138" width="56" height="8" rx="4" />
      </g>
    </Svg>
  );
}
