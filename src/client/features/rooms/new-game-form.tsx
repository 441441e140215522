import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { ROOM_NAME_MAX_LENGTH } from '../../../shared/protocol/room-constants';
import type { RoomOptions } from '../../../shared/protocol/room-view';
import type { CreateRoomInput } from '../../../shared/api/rooms';
import { Card, CardContent } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { RulesForm } from '../../components/ui/rules-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/api-client';
import {
  DEFAULT_DECK_CHOICE,
  DEFAULT_ROOM_OPTIONS,
  DeckChooser,
  resolveDeckChoice,
  RoomOptionsFields,
} from '../estimation';
import { createRoom, newGameRules, type NewGameRules } from './create-room';
import { CreatorRoleField } from './creator-role-field';
import { loadTeamPicker } from '../teams';
import { withChunkReload } from '../../lib/chunk-reload';
import { useTranslation } from '../../lib/i18n';

const TeamPicker = lazy(withChunkReload(() => loadTeamPicker().then((picker) => ({ default: picker }))));

export function NewGameForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [deck, setDeck] = useState(DEFAULT_DECK_CHOICE);
  const [deckTouched, setDeckTouched] = useState(false);
  const [options, setOptions] = useState<RoomOptions>(DEFAULT_ROOM_OPTIONS);
  const [creatorVotes, setCreatorVotes] = useState(true);
  // A team's page links here with its id: the room is made for that team unless changed.
  const [params] = useSearchParams();
  const [teamId, setTeamId] = useState<string | null>(() => params.get('team'));

  const create = useMutation({
    mutationFn: ({ input, rules }: { input: CreateRoomInput; rules: NewGameRules }) =>
      createRoom(input, rules, teamId),
    onSuccess: (id) => {
      console.info('Room created:', id);
      void navigate(`/rooms/${id}`);
    },
    onError: (error) => {
      // SPEC §8: this exact message is what the original logs when creating a room's documents fails.
      console.error('Помилка під час створення документів:', error);
      const message = isApiError(error) && error.code === 'NETWORK' ? t('errors.network') : error.message;
      toast.error(t('newGame.failed'), { description: message || t('errors.generic') });
    },
  });

  function onSubmit(rules: NewGameRules, form: HTMLFormElement) {
    const parsedName = rules.roomNameSchema.safeParse(name);
    const resolved = resolveDeckChoice(deck);
    setDeckTouched(true);
    setNameError(
      parsedName.success
        ? undefined
        : name.trim() === ''
          ? t('newGame.nameRequired')
          : t('newGame.nameTooLong', { max: ROOM_NAME_MAX_LENGTH }),
    );
    if (!parsedName.success) {
      form.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    if (!resolved.ok) {
      form.querySelector<HTMLTextAreaElement>('textarea[name="customDeck"]')?.focus();
      return;
    }
    const input = { name: parsedName.data, votingSystem: resolved.votingSystem, ...options, creatorVotes };
    create.mutate({ input, rules });
  }

  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <RulesForm rules={newGameRules} onSubmit={onSubmit} className="grid gap-6">
          <FormField
            name="name"
            label={t('newGame.name')}
            placeholder={t('newGame.namePlaceholder')}
            value={name}
            maxLength={ROOM_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
            error={nameError}
          />
          <DeckChooser value={deck} onChange={setDeck} showProblems={deckTouched || deck.customText !== ''} />
          <RoomOptionsFields value={options} onChange={setOptions} />
          <Suspense fallback={null}>
            <TeamPicker value={teamId} onChange={setTeamId} />
          </Suspense>
          <CreatorRoleField value={creatorVotes} onChange={setCreatorVotes} />
          <SubmitButton
            pending={create.isPending}
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {t('newGame.submit')}
          </SubmitButton>
        </RulesForm>
      </CardContent>
    </Card>
  );
}
