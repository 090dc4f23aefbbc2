import { describe, expect, it } from 'vitest';
import type { ChildWeek, ClassWeek } from './digest';
import { parentWeeklyMail, teacherWeeklyMail } from './mails';

const links = {
  app: 'https://mathpop.example/app',
  unsubscribe: 'https://mathpop.example/weekly/unsubscribe?token=x',
};
const ana: ChildWeek = {
  firstName: 'Ana',
  minutes: 12,
  sessions: 1,
  streak: 3,
  newlyFluent: ['7 × 8'],
  tricky: [],
};
const bia: ChildWeek = {
  firstName: 'Bia',
  minutes: 0,
  sessions: 0,
  streak: 0,
  newlyFluent: [],
  tricky: ['6 × 9'],
};
const caio: ChildWeek = {
  firstName: 'Caio',
  minutes: 1,
  sessions: 2,
  streak: 1,
  newlyFluent: [],
  tricky: [],
};

describe('weekly mails', () => {
  it("a parent's week in English, with plurals and the list joined without a serial comma", () => {
    const m = parentWeeklyMail([ana, bia, caio], links);
    expect(m.subject).toBe("Ana, Bia and Caio's week on MathPop");
    expect(m.text).toContain('Ana practised 12 minutes in 1 session this week.');
    expect(m.text).toContain('Caio practised 1 minute in 2 sessions this week.');
    expect(m.text).toContain('Bia did not practise this week.');
    expect(m.text).toContain('Streak: 3 days in a row.');
    expect(m.text).toContain('Streak: 1 day in a row.');
    expect(m.text).toContain('Still tricky: 6 × 9.');
  });

  it("a parent's week in Portuguese (profiles.locale pt-BR)", () => {
    const m = parentWeeklyMail([ana, bia, caio], links, 'pt-BR');
    expect(m.subject).toBe('A semana de Ana, Bia e Caio no MathPop');
    expect(m.text).toMatch(/^Olá,/);
    expect(m.text).toContain('Ana praticou 12 minutos em 1 sessão nesta semana.');
    expect(m.text).toContain('Caio praticou 1 minuto em 2 sessões nesta semana.');
    expect(m.text).toContain('Bia não praticou nesta semana.');
    expect(m.text).toContain('Agora rápido e seguro: 7 × 8.');
    expect(m.text).toContain('Sequência: 3 dias seguidos.');
    expect(m.text).toContain('Cancelar inscrição:');
    expect(m.html).toContain('<html lang="pt-BR">');
    expect(parentWeeklyMail([{ ...ana, minutes: 0 }], links, 'pt-BR').text).toContain(
      'Ana praticou menos de um minuto em 1 sessão',
    );
  });

  it("a teacher's digest in both languages, the tricky facts counted with plurals", () => {
    const k: ClassWeek = {
      children: [ana, bia],
      practised: ['Ana'],
      needHelp: ['Bia'],
      topTricky: [
        { fact: '6 × 9', children: 1 },
        { fact: '7 × 8', children: 4 },
      ],
    };
    const en = teacherWeeklyMail(k, links);
    expect(en.text).toContain("Here is your class's week on MathPop (2 children).");
    expect(en.text).toContain("The class's trickiest facts: 6 × 9 (1 child); 7 × 8 (4 children).");
    const pt = teacherWeeklyMail(k, links, 'pt-BR');
    expect(pt.subject).toBe('Sua turma no MathPop nesta semana');
    expect(pt.text).toContain('Veja como foi a semana da sua turma no MathPop (2 crianças).');
    expect(pt.text).toContain('As contas mais difíceis da turma: 6 × 9 (1 criança); 7 × 8 (4 crianças).');
    expect(pt.text).toContain('Praticaram nesta semana (1): Ana.');
  });
});
