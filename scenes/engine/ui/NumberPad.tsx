import { t } from '@lingui/core/macro';
import { Button } from './Button';

/** What the pad (and the keyboard, usePadKeys) sends: a digit, Delete, Enter. */
export type PadAction = { type: 'digit'; digit: number } | { type: 'delete' } | { type: 'enter' };

/** The names screen readers give the pad's ⌫ and ✓ keys. */
const keyNames = {
  get deleteKey() {
    // "Apagar" in Portuguese, not the dashboard's "Excluir" (delete a student): its own context.
    return t({ message: 'Delete', context: 'number pad key' }); // i18n-ignore: the descriptor is the catalogue's
  },
  get enterKey() {
    return t`Enter`;
  },
};

/** The keys of the pad, in reading order: '0'..'9', then Delete and Enter (named in the language). */
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Delete', '0', 'Enter'] as const;

/** Props of the on-screen number pad. */
export interface NumberPadProps {
  x: number;
  y: number;
  keyW: number;
  keyH: number;
  gap: number;
  disabled: boolean;
  onDigit: (digit: number) => void;
  onDelete: () => void;
  onEnter: () => void;
}

/** A 3 × 4 number pad of engine Buttons, centred on x, its top row at y (practice and challenge rounds). */
export function NumberPad({ x, y, keyW, keyH, gap, disabled, onDigit, onDelete, onEnter }: NumberPadProps) {
  return (
    <pixiContainer>
      {KEYS.map((key, i) => {
        const digit = key !== 'Delete' && key !== 'Enter';
        const label = key === 'Delete' ? '⌫' : key === 'Enter' ? '✓' : key;
        return (
          <Button
            key={key}
            label={label}
            name={key === 'Delete' ? keyNames.deleteKey : key === 'Enter' ? keyNames.enterKey : key}
            x={x + ((i % 3) - 1) * (keyW + gap)}
            y={y + Math.floor(i / 3) * (keyH + gap)}
            width={keyW}
            height={keyH}
            fontSize={digit ? 40 : 36}
            color={key === 'Enter' ? '#16a34a' : key === 'Delete' ? '#64748b' : '#5b3cc4'}
            disabled={disabled}
            onPress={() =>
              key === 'Delete' ? onDelete() : key === 'Enter' ? onEnter() : onDigit(Number(key))
            }
          />
        );
      })}
    </pixiContainer>
  );
}
