import { Link } from 'react-router-dom';
import { messages } from '@/lib/messages';
import { paths } from './paths';

/** Fallback page for any unknown path (spec §2). */
export default function NotFound() {
  return (
    <main className="min-h-dvh grid place-items-center bg-cloud px-6 text-center">
      <div>
        <p className="font-display text-8xl font-bold text-primary" aria-hidden="false">
          {messages.notFound.code}
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{messages.notFound.title}</h1>
        <Link
          to={paths.home}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-bold text-white hover:bg-primary-dark"
        >
          {messages.notFound.link}
        </Link>
      </div>
    </main>
  );
}
