import { useState, type ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A content's picture, or a calm placeholder with the area's icon when there is none or it
 * fails to load (tips have no image: the admin form disables it for type 0).
 */
export function ConteudoImage({
  src,
  alt,
  icon,
  height,
  rounded = false,
  hideWhenMissing = false,
}: {
  src: string | null;
  alt: string;
  icon: ReactNode;
  height: number;
  rounded?: boolean;
  /** The detail page shows nothing rather than a large empty frame. */
  hideWhenMissing?: boolean;
}) {
  const { token } = theme.useToken();
  const [broken, setBroken] = useState<string | null>(null);
  const radius = rounded ? token.borderRadiusLG : `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`;
  if (!src || broken === src)
    return hideWhenMissing ? null : (
      <div
        aria-hidden
        style={{
          height,
          display: 'grid',
          placeItems: 'center',
          fontSize: Math.min(48, height / 3),
          color: token.colorPrimary,
          background: token.colorFillTertiary,
          borderRadius: radius,
        }}
      >
        {icon}
      </div>
    );
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(src)}
      style={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: radius, background: token.colorFillTertiary }}
    />
  );
}
