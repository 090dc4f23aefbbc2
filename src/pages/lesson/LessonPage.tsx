import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Lesson screen. */
export default function LessonPage() {
  return <BeingBuilt title="Lesson" />;
}
