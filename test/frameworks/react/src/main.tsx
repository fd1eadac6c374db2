import { createRoot } from 'react-dom/client';
import 'address-autocomplete-elements/define';
import { App } from './App.tsx';

createRoot(document.getElementById('root')!).render(<App />);
