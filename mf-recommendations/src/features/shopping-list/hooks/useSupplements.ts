import { useLanguage, useLoadedData } from '@steady/ui';
import { fetchSupplements } from '../api/supplements';

export function useSupplements() {
  const [language] = useLanguage();
  return useLoadedData(language, (signal) => fetchSupplements(language, signal));
}
