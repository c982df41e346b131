// Writes @steady/domain's technique facts (minutes, XP, premium, tool) from the content catalogue,
// services/content/data/techniques.json, which is their one source.
import fs from 'node:fs';
import path from 'node:path';
import { loadCatalogue } from '../src/catalogue/load-catalogue';
import { techniqueFactsModule, techniqueFactsModulePath } from './technique-facts/technique-facts-module';

const target = path.join(__dirname, '../../..', techniqueFactsModulePath);
fs.writeFileSync(target, techniqueFactsModule(loadCatalogue().techniques));
console.log(`Wrote ${techniqueFactsModulePath}`);
