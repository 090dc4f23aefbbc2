import type { ClassPicture } from '@/content/class-pictures';
import { pictureShapes } from './shapes';

/**
 * One picture-password picture as an inline SVG. Decorative by default (its button or text names
 * it); pass `title` for a labelled image.
 */
export function PictureIcon({
  name,
  className = 'size-12',
  title,
}: {
  name: ClassPicture;
  className?: string;
  title?: string;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-picture={name}
    >
      {pictureShapes[name].map((s) => (
        <path key={s.d} d={s.d} fill={s.fill} fillRule="nonzero" />
      ))}
    </svg>
  );
}
