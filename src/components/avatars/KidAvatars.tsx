import { Cheeks, Eyes, Smile } from './FaceParts';

// Six children with different skin tones and hair (viewBox 0 0 100 100). The face and shirt are
// shared; each child adds hair drawn behind (`back`) and over (`front`) the face.

function Kid({
  bg,
  skin,
  shirt,
  back,
  front,
}: {
  bg: string;
  skin: string;
  shirt: string;
  back?: React.ReactNode;
  front?: React.ReactNode;
}) {
  return (
    <g>
      <circle cx="50" cy="50" r="50" fill={bg} />
      {back}
      <path d="M18 100 Q20 78 50 76 Q80 78 82 100 Z" fill={shirt} />
      <circle cx="50" cy="50" r="25" fill={skin} />
      <circle cx="25" cy="52" r="5" fill={skin} />
      <circle cx="75" cy="52" r="5" fill={skin} />
      {front}
      <Eyes y={52} gap={18} />
      <Cheeks y={60} gap={30} />
      <Smile y={62} width={12} />
    </g>
  );
}

/** Curly dark hair, deep brown skin. */
export function KidCurls() {
  const curls = [26, 36, 46, 56, 66, 74].map((x, i) => (
    <circle key={x} cx={x} cy={i % 2 ? 26 : 30} r="10" fill="#1f1b2e" />
  ));
  return (
    <Kid
      bg="#fdf2f8"
      skin="#7b4a2a"
      shirt="#f59e0b"
      back={<g>{curls}</g>}
      front={<path d="M28 40 Q50 22 72 40 Q50 32 28 40 Z" fill="#1f1b2e" />}
    />
  );
}

/** A bun on top, light skin. */
export function KidBun() {
  return (
    <Kid
      bg="#e0f2fe"
      skin="#fbd9bd"
      shirt="#5b3cc4"
      back={<circle cx="50" cy="20" r="11" fill="#b45309" />}
      front={<path d="M25 48 Q26 22 50 24 Q74 22 75 48 Q66 34 50 34 Q34 34 25 48 Z" fill="#b45309" />}
    />
  );
}

/** Two braids with bows, brown skin. */
export function KidBraids() {
  return (
    <Kid
      bg="#fef9c3"
      skin="#a86b3c"
      shirt="#16a34a"
      back={
        <g fill="#3b2414">
          <rect x="18" y="44" width="10" height="32" rx="5" />
          <rect x="72" y="44" width="10" height="32" rx="5" />
          <circle cx="23" cy="78" r="4" fill="#ec4899" />
          <circle cx="77" cy="78" r="4" fill="#ec4899" />
        </g>
      }
      front={<path d="M24 50 Q24 22 50 24 Q76 22 76 50 Q70 34 50 32 Q30 34 24 50 Z" fill="#3b2414" />}
    />
  );
}

/** Spiky fair hair, rosy light skin. */
export function KidSpiky() {
  return (
    <Kid
      bg="#dcfce7"
      skin="#f6c9a6"
      shirt="#0e7490"
      front={
        <path
          d="M26 44 L28 26 L36 34 L42 20 L48 32 L56 18 L60 32 L68 22 L70 34 L76 28 L74 44 Q50 32 26 44 Z"
          fill="#fbbf24"
        />
      }
    />
  );
}

/** A straight black bob with a fringe, golden skin. */
export function KidBob() {
  return (
    <Kid
      bg="#ece7ff"
      skin="#e8b887"
      shirt="#db2777"
      back={<path d="M22 60 Q18 22 50 20 Q82 22 78 60 Z" fill="#111827" />}
      front={
        <path d="M27 44 Q28 24 50 24 Q72 24 73 44 L66 40 L58 42 L50 38 L42 42 L34 40 Z" fill="#111827" />
      }
    />
  );
}

/** A red cap, medium-brown skin. */
export function KidCap() {
  return (
    <Kid
      bg="#fff1f2"
      skin="#c58c5c"
      shirt="#4338ca"
      front={
        <g>
          <path d="M25 42 Q26 18 50 18 Q74 18 75 42 Z" fill="#dc2626" />
          <path d="M48 40 L88 40 Q86 46 74 46 L50 46 Z" fill="#b91c1c" />
          <circle cx="50" cy="19" r="3" fill="#fff" />
        </g>
      }
    />
  );
}
