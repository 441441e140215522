import type { sso as english } from '../en/sso';
import type { Translation } from '../keys';

/** Ukrainian strings of signing in with the company's provider. */
export const sso: Translation<typeof english> = {
  sso: {
    button: 'Увійти через {{label}}',
    unreachable: '{{label}} зараз недоступний. Спробуйте ще раз за хвилину або увійдіть іншим способом.',
    errors: {
      access_denied: 'Вхід не дозволено у вашого провайдера. Почніть знову й дозвольте його.',
      account_not_linked:
        'Обліковий запис із цією адресою вже є, а ваш провайдер не підтвердив адресу. Увійдіть з паролем або попросіть адміністратора підтвердити адресу.',
      email_not_found:
        'Провайдер не передав вашу адресу електронної пошти. Попросіть адміністратора надати її цьому застосунку.',
      banned: 'Цей обліковий запис заблоковано. Запитайте адміністратора чому.',
      other: 'Не вдалося увійти через обліковий запис компанії ({{code}}). Почніть знову.',
    },
  },
};
