import { useLingui } from '@lingui/react/macro';

import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ClassRosterStudent } from '@/api/class-roster';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/controls';
import { Logo } from '@/components/ui/Logo';
import { messages, PRODUCT_NAME } from '@/content/messages';
import { initialLocale } from '@/i18n/choice';
import { currentLocale, switchLocale } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { recallClassCode, rememberClassCode, rememberClassLocale, wantsRoster } from '@/lib/classCodeMemory';
import { CodeStep } from './CodeStep';
import { PictureStep } from './PictureStep';
import { RosterStep } from './RosterStep';

const m = messages.classSignIn;

// A language switch remounts the whole tree (LocaleProvider): the code and roster the page switched
// for are carried over to the new mount here.
let carried: { code: string; roster: ClassRosterStudent[] } | null = null;

/**
 * A class session follows its teacher's language, without changing this (shared) device's own
 * choice; a teacher who never chose one leaves the device's language. True when it switches.
 */
function followTeacher(locale: Locale | null, code: string, roster: ClassRosterStudent[]): boolean {
  rememberClassLocale(locale);
  const target = locale ?? initialLocale();
  if (target === currentLocale()) return false;
  carried = { code, roster };
  void switchLocale(target, { remember: false });
  return true;
}

/**
 * /class, signing in at school (issue 17): the class code, then who you are (first names and
 * avatars), then your two pictures in order; a child session in kid mode then opens /app. The
 * code is kept in this tab: "Switch player" comes back here asking for the roster straight away.
 */
export default function ClassSignInPage() {
  const navigate = useNavigate();
  // Once: the roster's Back button must show the code box, not send the code again.
  const [rosterAsked, setRosterAsked] = useState(wantsRoster(useLocation().state));
  const [code, setCode] = useState(() => carried?.code ?? recallClassCode());
  const [roster, setRoster] = useState<ClassRosterStudent[] | null>(() => carried?.roster ?? null);
  useEffect(() => {
    carried = null;
  }, []);
  const [student, setStudent] = useState<ClassRosterStudent | null>(null);

  const { t, i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title follows the language (the teacher's)
  useEffect(() => {
    document.title = `${m.title} · ${PRODUCT_NAME}`;
  }, [i18n.locale]);

  const back = () => (student ? setStudent(null) : setRoster(null));
  return (
    <div className="min-h-dvh bg-gradient-to-br from-primary-soft via-cloud to-amber-50">
      <header className="mx-auto flex max-w-4xl items-center px-5 pt-5">
        <Link to={paths.home} aria-label={t`${PRODUCT_NAME} home`} className="rounded-full">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-4xl px-4 pt-4 pb-10">
        <div className="rounded-card bg-white/95 p-5 shadow-xl sm:p-8">
          <h1 className="mb-5 text-center font-display text-3xl font-bold text-primary-dark">{m.title}</h1>
          {roster === null ? (
            <CodeStep
              initial={code}
              auto={rosterAsked}
              onDone={(c, r, locale) => {
                if (followTeacher(locale, c, r)) return;
                setRosterAsked(false);
                setCode(c);
                setRoster(r);
              }}
            />
          ) : student === null ? (
            <RosterStep roster={roster} onPick={setStudent} />
          ) : (
            <PictureStep
              code={code}
              student={student}
              onSignedIn={() => {
                rememberClassCode(code);
                navigate(paths.app, { replace: true });
              }}
            />
          )}
          {roster !== null && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={back}>
                <span aria-hidden="true">←</span> {m.back}
              </Button>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
