import { chatPromptPaths } from './chatPrompt.paths';
import { printCoverageTable, runScreenPaths } from './runner';

runScreenPaths(chatPromptPaths);
printCoverageTable();
