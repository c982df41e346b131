import { useLanguage, useResource } from '@steady/app-frame';
import { fetchSupplements } from '../api/supplements';

export function useSupplements() {
  const [language] = useLanguage();
  return useResource(language, (signal) => fetchSupplements(language, signal));
}
