import { useEffect, useState } from 'react'
import { onLibraryChange } from './library-store'
import { type StorageSpace, storageSpace } from './storage-space'

/** navigator.storage.estimate(), read again after every save or delete. */
export function useStorageSpace(): StorageSpace | null {
  const [space, setSpace] = useState<StorageSpace | null>(null)
  useEffect(() => {
    const read = () => void storageSpace().then(setSpace)
    read()
    return onLibraryChange(read)
  }, [])
  return space
}
