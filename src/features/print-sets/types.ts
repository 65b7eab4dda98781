/** A picked page as the print dialogs need it: a title to show, and its PNG, from the device or the server. */
export type PrintablePage = {
  id: string
  title: string
  load: () => Promise<Blob>
}
