/** The area's one name (issue 21, DECISIONS 19): the menu's "Agenda tributária". */
export const AGENDA_TITLE = 'Agenda tributária';
