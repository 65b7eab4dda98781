import { drawing } from './drawing'

/** Tools of caring jobs that no emoji or outline icon draws as a child's page wants them. */
export const CARE_TOOLS = {
  // A syringe as a doctor's toy kit has it, upright: a short needle on its hub, the barrel with its scale and
  // the medicine in it, the finger grips, the plunger and its thumb rest. Drawn broad, to print at a hand's size.
  syringe: drawing(`
    <path d="M64 2 L64 22" fill="none" stroke="#000" stroke-width="4"/>
    <rect x="57" y="18" width="14" height="10" rx="2" fill="#b0bec5"/>
    <rect x="48" y="26" width="32" height="62" rx="4" fill="#e3f2fd"/>
    <rect x="56" y="52" width="20" height="32" rx="2" fill="#80deea"/>
    <path d="M48 36 L56 36 M48 46 L56 46 M48 56 L56 56 M48 66 L56 66 M48 76 L56 76" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="28" y="86" width="72" height="10" rx="5" fill="#90a4ae"/>
    <rect x="58" y="96" width="12" height="20" fill="#cfd8dc"/>
    <rect x="42" y="114" width="44" height="11" rx="5" fill="#90a4ae"/>`),
}
