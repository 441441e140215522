import type { access as english } from '../en/access';
import type { Translation } from '../keys';

/** Ukrainian strings of the dialog that sets who may enter a room or retro. */
export const access: Translation<typeof english> = {
  access: {
    title: 'Хто може увійти',
    lead: 'Оберіть, хто може відкрити це посилання й приєднатися.',
    options: {
      link: { label: 'Усі, хто має посилання', lead: 'Також гості: обліковий запис не потрібен.' },
      signedIn: { label: 'Лише ті, хто увійшов', lead: 'Усі з обліковим записом; гостей не впустять.' },
      team: { label: 'Лише учасники команди', lead: 'Лише учасники її команди.' },
    },
    noTeam: 'Лише для кімнати в команді: спершу перенесіть її до команди зі свого списку.',
    leaving: 'Ті, кому більше не можна входити, одразу вийдуть. Написане ними й показані голоси залишаться.',
    passcode: 'Код доступу (необов’язково)',
    passcodeNone:
      'Нові учасники мають ввести його на додачу до налаштування вище. Тим, хто вже в кімнаті, він не потрібен.',
    passcodeSet: 'Код доступу встановлено. Введіть новий, щоб змінити його.',
    passcodeTooShort: 'Код доступу має щонайменше {{min}} символи.',
    removePasscode: 'Прибрати код доступу',
    save: 'Зберегти',
    close: 'Закрити',
    saved: 'Збережено: змінено, хто може увійти.',
  },
};
