import type { doorTexts as es } from '../../es/dashboard/door.ts';

export const doorTexts: typeof es = {
  door: {
    helper: 'Door helper: {{name}}',
    opening: "Opening the wedding's list…",
    noSession: {
      title: 'Open your door helper link',
      text: 'This page works with the link the couple sent you. Open it from their message.',
    },
    closed: {
      title: 'The door has closed',
      text: 'The wedding has passed: this link stopped working at the end of the next day.',
    },
    ended: {
      title: 'This link no longer works',
      text: 'The couple removed or changed it. Ask them for a new one.',
    },
    status: {
      online: 'Online',
      offline: 'Offline: keep checking guests in, it will be sent when the signal is back',
      pending: 'To send: {{count}}',
      allSent: 'All sent',
      keptAt: 'List kept on this phone at {{time}}',
    },
    arrivedCount: '{{arrived}} of {{expected}} arrived',
    scan: 'Scan pass',
    stopScan: 'Close camera',
    scanHint: "Point the camera at the pass's QR code.",
    scanPhoto: 'Read a photo of the pass',
    cameraDenied:
      "We couldn't use the camera. Allow it in your browser or find the family by name.",
    noCodeInPhoto: "We couldn't find a QR code in that photo. Try another one, closer.",
    unknownPass: "This pass isn't for this wedding. Find the family by name.",
    search: 'Find by name',
    searchPlaceholder: 'Last or first name',
    noResults: 'Nobody with that name on the list.',
    passFor: 'Pass for {{count}}',
    table: 'Table: {{tables}}',
    noTable: 'No table assigned',
    alreadyIn: 'Already in at {{time}} ({{arrived}} of {{expected}})',
    arrivedAt: 'Arrived {{time}}',
    notComing: "Said they wouldn't come",
    notAnswered: "Didn't answer",
    unnamed: 'Guest',
    child: 'Child',
    markAll: 'Check everyone in',
    markSome: 'Check in ({{count}})',
    everyoneIn: 'Everyone is already in.',
    marked: 'Done: {{household}} ({{count}}) checked in.',
    back: 'Back',
    householdsArrived: '{{arrived}}/{{expected}}',
  },
};
