import { defineCatalogs } from '@steady/ui';

export const catalogs = defineCatalogs(
  {
    'question.progress': 'Question {current} of {total}',
    'question.previous': 'Previous',
    'question.next': 'Next',
    'question.keyboardHint':
      'Keyboard: Up and Down arrows choose an answer, Left and Right arrows move between questions.',

    'notice.title': 'Please keep in mind',

    'adhdTest.title': 'ADHD self-reflection test',
    'adhdTest.lead':
      '17 short questions about everyday life over the last six months. It takes about five minutes. This is a self-reflection, not a diagnosis.',
    'adhdTest.about':
      'The questions cover attention, restlessness, impulsivity and how they touch your daily life. “Never” and “Rarely” score 0, “Sometimes” 1, “Often” 2 and “Very often” 3, so the total lands between 0 and 51. You will see where it falls and what it may mean, and you can share the result with someone you trust.',
    'adhdTest.loginRequired': 'You need to be logged in to take the test',
    'adhdTest.login': 'Log in',
    'adhdTest.register': 'Register',
    'adhdTest.loadError': 'Failed to load the test. Please try again later.',
    'adhdTest.resumed': 'Welcome back. Your answers so far are kept, so you can carry on where you left off.',
    'adhdTest.submit': 'Submit',
    'adhdTest.submitting': 'Submitting…',
    'adhdTest.answerAll': 'Please answer all questions',
    'adhdTest.submitError': 'Failed to submit results. Please try again',
    'adhdTest.scoreWithoutSaving': 'See my score without saving it',
    'adhdTest.unsaved.title': 'Your score (not saved)',
    'adhdTest.unsaved.note':
      'Nothing you answered was stored, so this score has no date and no link to share. To keep it or share it, agree to storing it below.',

    'adhdResult.title': 'Your self-reflection result',
    'adhdResult.sharedTitle': 'A self-reflection result shared with you',
    'adhdResult.sharedLead':
      'Someone shared this result with you. It reflects their answers only; take the test to see your own.',
    'adhdResult.takenOn': 'Taken on {date}',
    'adhdResult.score': 'Score: {score} of {max}',
    'adhdResult.parts.traits': 'How often the traits show: {score} of {max}',
    'adhdResult.parts.dailyLife': 'How much they affect daily life: {score} of {max}',
    'adhdResult.bandNote':
      'The frame shows the range your score falls in, not an exact point: these questions are not precise enough for that.',
    'adhdResult.bandNote.shared':
      'The frame shows the range this score falls in, not an exact point: these questions are not precise enough for that.',
    'adhdResult.scaleDescription':
      'Score {score} on a scale from 0 (few traits) to {max} (many traits): “{range}”.',
    'adhdResult.earlierScale.v1':
      'You took this test when it had four answers, and “Rarely” still added points. Take it again to see where you are on today’s scale.',
    'adhdResult.share': 'Share result',
    'adhdResult.shareTitle': 'My self-reflection result on Steady',
    'adhdResult.shareNote':
      'Anyone with the link can see this result until you stop sharing. They do not see your name or your answers.',
    'adhdResult.stopSharing': 'Stop sharing',
    'adhdResult.stopSharingQuestion': 'Stop sharing this result? People with the link will no longer see it.',
    'adhdResult.keepSharing': 'Keep sharing',
    'adhdResult.shareAgain': 'Share again',
    'adhdResult.sharingStopped':
      'You stopped sharing this result. Only you can see it now; its link shows “not found” to anyone else.',
    'adhdResult.copied': 'Link copied. Paste it wherever you want to share it.',
    'adhdResult.copyFailed': 'Copy this link to share the result:',
    'adhdResult.takeTest': 'Take the test',
    'adhdResult.notFound': 'Test result not found',
    'adhdResult.notFoundLead':
      'The link may be incomplete, or the person who shared it may have stopped sharing it.',
    'adhdResult.loadError': 'Failed to load test result',

    'shortTest.title': 'What is going on with me?',
    'shortTest.lead': 'Five quick questions to find the state that fits you right now, and what may help.',
    'shortTest.loadError': 'Failed to load the test. Please try again later.',
    'shortTest.showResult': 'Show my result',
    'shortTest.scoring': 'Working it out…',
    'shortTest.scoreError': 'Failed to get your result. Please try again',
    'shortTest.tieBreaker.lead':
      'Your answers point to more than one state: {states}. One more question will help decide.',
    'shortTest.result.title': 'What fits you right now',
    'shortTest.result.state': 'Your answers point to: {state}',
    'shortTest.result.about.anxiety':
      'Worry and tension are taking up a lot of room. A few slow breaths and grounding can bring you back to the present.',
    'shortTest.result.about.procrastination':
      'Something keeps getting put off. Tiny first steps and a short timer make starting easier.',
    'shortTest.result.about.irritability':
      'Things are getting on your nerves. A pause and a longer exhale can take the edge off.',
    'shortTest.result.about.hyperactivity':
      'Your body and mind want to move. A short burst of movement, then a steady breath, can help you settle.',
    'shortTest.result.about.overwhelm':
      'There is too much at once. Getting it out of your head and picking one small thing can lighten the load.',
    'shortTest.result.go': 'See what helps',
    'shortTest.restart': 'Take it again',

    'mood.anxiety': 'Anxiety',
    'mood.procrastination': 'Procrastination',
    'mood.irritability': 'Irritability',
    'mood.hyperactivity': 'Hyperactivity',
    'mood.overwhelm': 'Overwhelm',
  },
  {
    'question.progress': 'Вопрос {current} из {total}',
    'question.previous': 'Назад',
    'question.next': 'Далее',
    'question.keyboardHint':
      'С клавиатуры: стрелки вверх и вниз выбирают ответ, стрелки влево и вправо переключают вопросы.',

    'notice.title': 'Пожалуйста, помните',

    'adhdTest.title': 'Тест для самонаблюдения: СДВГ',
    'adhdTest.lead':
      'Семнадцать коротких вопросов о повседневной жизни за последние полгода. Займёт около пяти минут. Это самонаблюдение, а не диагноз.',
    'adhdTest.about':
      'Вопросы касаются внимания, неусидчивости, импульсивности и того, как всё это сказывается на повседневной жизни. Ответы «Никогда» и «Редко» дают 0 баллов, «Иногда» — 1, «Часто» — 2, «Очень часто» — 3, так что сумма будет от 0 до 51. Вы увидите, куда она попала и что это может значить, а результатом можно поделиться с тем, кому вы доверяете.',
    'adhdTest.loginRequired': 'Чтобы пройти тест, нужно войти в аккаунт',
    'adhdTest.login': 'Войти',
    'adhdTest.register': 'Зарегистрироваться',
    'adhdTest.loadError': 'Не удалось загрузить тест. Пожалуйста, попробуйте позже.',
    'adhdTest.resumed':
      'С возвращением! Ваши ответы сохранены — можно продолжить с того места, где вы остановились.',
    'adhdTest.submit': 'Отправить',
    'adhdTest.submitting': 'Отправляем…',
    'adhdTest.answerAll': 'Пожалуйста, ответьте на все вопросы',
    'adhdTest.submitError': 'Не удалось отправить результаты. Пожалуйста, попробуйте ещё раз',
    'adhdTest.scoreWithoutSaving': 'Показать результат без сохранения',
    'adhdTest.unsaved.title': 'Ваш результат (не сохранён)',
    'adhdTest.unsaved.note':
      'Ваши ответы нигде не сохранены, поэтому у результата нет даты и ссылки, чтобы им поделиться. Чтобы сохранить его или поделиться им, дайте согласие ниже.',

    'adhdResult.title': 'Ваш результат самонаблюдения',
    'adhdResult.sharedTitle': 'Результат самонаблюдения, которым с вами поделились',
    'adhdResult.sharedLead':
      'Этим результатом с вами поделились. Он отражает только ответы другого человека; чтобы узнать свой, пройдите тест.',
    'adhdResult.takenOn': 'Тест пройден {date}',
    'adhdResult.score': 'Баллы: {score} из {max}',
    'adhdResult.parts.traits': 'Как часто проявляются эти черты: {score} из {max}',
    'adhdResult.parts.dailyLife': 'Насколько они мешают в повседневной жизни: {score} из {max}',
    'adhdResult.bandNote':
      'Рамка показывает диапазон, в который попадают ваши баллы, а не точную отметку: эти вопросы не настолько точны.',
    'adhdResult.bandNote.shared':
      'Рамка показывает диапазон, в который попадают эти баллы, а не точную отметку: эти вопросы не настолько точны.',
    'adhdResult.scaleDescription':
      '{score, plural, one {# балл} few {# балла} many {# баллов} other {# балла}} по шкале от 0 (мало таких черт) до {max} (много таких черт): «{range}».',
    'adhdResult.earlierScale.v1':
      'Вы проходили тест, когда в нём было четыре варианта ответа и ответ «Редко» тоже добавлял баллы. Пройдите его ещё раз, чтобы увидеть своё место на нынешней шкале.',
    'adhdResult.share': 'Поделиться результатом',
    'adhdResult.shareTitle': 'Мой результат самонаблюдения в Steady',
    'adhdResult.shareNote':
      'Этот результат видит любой, у кого есть ссылка, — пока вы не закроете доступ. Ваше имя и ответы при этом не видны.',
    'adhdResult.stopSharing': 'Закрыть доступ',
    'adhdResult.stopSharingQuestion':
      'Закрыть доступ к этому результату? Те, у кого есть ссылка, больше не смогут его увидеть.',
    'adhdResult.keepSharing': 'Оставить доступ',
    'adhdResult.shareAgain': 'Снова открыть доступ',
    'adhdResult.sharingStopped':
      'Вы закрыли доступ к этому результату. Теперь его видите только вы; остальные по ссылке увидят, что результат не найден.',
    'adhdResult.copied': 'Ссылка скопирована. Вставьте её туда, где хотите поделиться.',
    'adhdResult.copyFailed': 'Скопируйте эту ссылку, чтобы поделиться результатом:',
    'adhdResult.takeTest': 'Пройти тест',
    'adhdResult.notFound': 'Результат теста не найден',
    'adhdResult.notFoundLead':
      'Возможно, ссылка скопирована не полностью или тот, кто ею поделился, закрыл доступ.',
    'adhdResult.loadError': 'Не удалось загрузить результат теста',

    'shortTest.title': 'Что со мной происходит?',
    'shortTest.lead': 'Пять быстрых вопросов, чтобы понять, какое состояние у вас сейчас и что может помочь.',
    'shortTest.loadError': 'Не удалось загрузить тест. Пожалуйста, попробуйте позже.',
    'shortTest.showResult': 'Показать результат',
    'shortTest.scoring': 'Подводим итог…',
    'shortTest.scoreError': 'Не удалось получить результат. Пожалуйста, попробуйте ещё раз',
    'shortTest.tieBreaker.lead':
      'Ваши ответы указывают сразу на несколько состояний: {states}. Ещё один вопрос поможет выбрать.',
    'shortTest.result.title': 'Что подходит вам сейчас',
    'shortTest.result.state': 'Ваши ответы указывают на состояние: {state}',
    'shortTest.result.about.anxiety':
      'Тревога и напряжение занимают много места. Несколько медленных вдохов и заземление помогут вернуться в настоящий момент.',
    'shortTest.result.about.procrastination':
      'Какое-то дело всё время откладывается. Крошечный первый шаг и короткий таймер помогут начать.',
    'shortTest.result.about.irritability':
      'Всё вокруг действует на нервы. Пауза и долгий выдох помогут немного остыть.',
    'shortTest.result.about.hyperactivity':
      'Телу и голове хочется движения. Короткая разминка, а потом ровное дыхание помогут успокоиться.',
    'shortTest.result.about.overwhelm':
      'Всего слишком много сразу. Выгрузите мысли из головы и выберите одно маленькое дело — станет легче.',
    'shortTest.result.go': 'Посмотреть, что поможет',
    'shortTest.restart': 'Пройти ещё раз',

    'mood.anxiety': 'Тревога',
    'mood.procrastination': 'Прокрастинация',
    'mood.irritability': 'Раздражительность',
    'mood.hyperactivity': 'Гиперактивность',
    'mood.overwhelm': 'Перегрузка',
  },
);
