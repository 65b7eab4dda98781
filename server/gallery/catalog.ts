import { CATEGORY_DATA, type CategoryData, type Variant } from './catalog-data'
import { type SheetOrder, WORKSHEET_CATEGORY_DATA, type WorksheetCategoryData } from './worksheet-data'

// The gallery's pages, expanded once from the curated list: one page for each subject in each variant
// its category lists. A subject in two categories (a pumpkin for Halloween and for autumn) is one
// picture, listed in both; its canonical address is its first category's.

export type GalleryPage = {
  category: string
  /** The address's last part, unique within the category. */
  slug: string
  subject: string
  variant: Variant
  complexity: 'easy' | 'intricate'
  style: 'cartoon' | 'realistic'
  /** For people: "Lion wearing a crown". */
  title: string
  path: string
  /** Where search engines should list it (its first category's address). */
  canonicalPath: string
  /** The page store's name for its files: one per subject and variant. */
  fileId: string
  /** Its tag on cards and in "Other versions": "Easy", "Detailed", "Adding within 10", "Pre-cursive". */
  label: string
  /** A worksheet: what the worksheet maker is asked for (drawn over the easy cartoon page of `subject`). */
  sheet?: { order: SheetOrder; text?: string }
}

export type GalleryCategory = Omit<CategoryData, 'subjects' | 'variants'> & {
  path: string
  pages: GalleryPage[]
  /** A theme of worksheets rather than coloring pages. */
  worksheets: boolean
}

export const GALLERY_ROOT = '/free-coloring-pages'

const VARIANT_SUFFIX: Record<Variant, string> = {
  'easy-cartoon': '',
  'intricate-cartoon': '-detailed',
  'easy-realistic': '-realistic',
  'intricate-realistic': '-realistic-detailed',
}

export const VARIANT_LABEL: Record<Variant, string> = {
  'easy-cartoon': 'Easy',
  'intricate-cartoon': 'Detailed',
  'easy-realistic': 'Realistic',
  'intricate-realistic': 'Realistic, detailed',
}

const DEFAULT_VARIANTS: Variant[] = ['easy-cartoon', 'intricate-cartoon']

/** "a lion wearing a crown" -> "lion-wearing-a-crown". */
export function slugify(subject: string): string {
  return subject
    .toLowerCase()
    .replace(/^(a|an|the)\s+/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** "a lion wearing a crown" -> "Lion wearing a crown". */
export function subjectTitle(subject: string): string {
  const bare = subject.replace(/^(a|an|the)\s+/i, '')
  return bare.charAt(0).toUpperCase() + bare.slice(1)
}

function expand(data: (CategoryData | WorksheetCategoryData)[]): GalleryCategory[] {
  const firstPath = new Map<string, string>()
  return data.map((item) => {
    if ('versions' in item) return expandWorksheets(item)
    const { subjects, variants, ...category } = item
    const path = `${GALLERY_ROOT}/${category.slug}`
    const pages = subjects.flatMap((subject) =>
      (variants ?? DEFAULT_VARIANTS).map((variant): GalleryPage => {
        const slug = slugify(subject) + VARIANT_SUFFIX[variant]
        const fileId = `gallery-${variant}-${slugify(subject)}`
        const pagePath = `${path}/${slug}`
        if (!firstPath.has(fileId)) firstPath.set(fileId, pagePath)
        return {
          category: category.slug,
          slug,
          subject,
          variant,
          complexity: variant.startsWith('easy') ? 'easy' : 'intricate',
          style: variant.endsWith('realistic') ? 'realistic' : 'cartoon',
          title: subjectTitle(subject),
          path: pagePath,
          canonicalPath: firstPath.get(fileId) as string,
          fileId,
          label: VARIANT_LABEL[variant],
        }
      }),
    )
    return { ...category, path, pages, worksheets: false }
  })
}

/** A worksheet theme: each of its versions of each subject, named "Lion color by number". */
function expandWorksheets({
  slug,
  title,
  blurb,
  sheetName,
  versions,
  subjects,
}: WorksheetCategoryData): GalleryCategory {
  const path = `${GALLERY_ROOT}/${slug}`
  // Version by version, so the theme's first page shows many subjects rather than one subject thrice.
  const pages = versions.flatMap((version) =>
    subjects.map((item): GalleryPage => {
      const named =
        typeof item === 'string' ? { subject: item, title: subjectTitle(item), slug: slugify(item) } : item
      const pageSlug = named.slug + version.suffix
      const pagePath = `${path}/${pageSlug}`
      return {
        category: slug,
        slug: pageSlug,
        subject: named.subject,
        variant: 'easy-cartoon',
        complexity: 'easy',
        style: 'cartoon',
        title: `${named.title} ${sheetName}`,
        path: pagePath,
        canonicalPath: pagePath,
        fileId: `gallery-sheet-${slug}-${pageSlug}`,
        label: version.label,
        sheet: { order: version.order, text: typeof item === 'string' ? undefined : item.text },
      }
    }),
  )
  return { slug, title, blurb, path, pages, worksheets: true }
}

// The worksheet themes sit after the patterns, before the holidays and seasons.
const HOLIDAYS_FROM = CATEGORY_DATA.findIndex((c) => c.months)
export const GALLERY: GalleryCategory[] = expand([
  ...CATEGORY_DATA.slice(0, HOLIDAYS_FROM),
  ...WORKSHEET_CATEGORY_DATA,
  ...CATEGORY_DATA.slice(HOLIDAYS_FROM),
])
const byCategory = new Map(GALLERY.map((c) => [c.slug, c]))
const byPath = new Map(GALLERY.flatMap((c) => c.pages.map((p) => [p.path, p] as const)))

export const findCategory = (slug: string) => byCategory.get(slug) ?? null
export const findPage = (category: string, slug: string) =>
  byPath.get(`${GALLERY_ROOT}/${category}/${slug}`) ?? null
export const allPages = (): GalleryPage[] => GALLERY.flatMap((c) => c.pages)

/** The shelves in season in a month (1-12), holidays first. */
export function seasonShelves(month: number): GalleryCategory[] {
  return GALLERY.filter((c) => c.months?.includes(month))
}

/** One page a day, the same for everyone that day: an easy page from the season's shelves, else any. */
export function pageOfTheDay(date: Date): GalleryPage {
  const shelves = seasonShelves(date.getUTCMonth() + 1)
  const pool = (shelves.length > 0 ? shelves : GALLERY)
    .flatMap((c) => c.pages)
    .filter((p) => p.variant === 'easy-cartoon' && !p.sheet)
  const day = Math.floor(date.getTime() / 86_400_000)
  return pool[day % pool.length]
}

/** Every gallery address a search engine should list: the index, each theme, each page once. */
export function galleryPaths(): string[] {
  return [
    GALLERY_ROOT,
    ...GALLERY.flatMap((c) => [
      c.path,
      ...c.pages.filter((p) => p.path === p.canonicalPath).map((p) => p.path),
    ]),
  ]
}
