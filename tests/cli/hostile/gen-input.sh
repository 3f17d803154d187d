# SPDX-License-Identifier: MIT
# Sourced by the hostile/* cases: writes $WORK/in, a failing run's output laced with
# NUL bytes, invalid UTF-8, ANSI colour codes, an OSC title sequence, a CR-overwritten
# progress line and CRLF line ends.
printf '\033]0;evil title\007progress 10%%\rprogress 100%%\r\n' > "$WORK/in"
printf 'src/a.ts(3,5): error TS2322: Type \033[31m\000string\000\033[0m is bad \377\376 here.\r\n' >> "$WORK/in"
printf '\033[1m(fail) suite > drops \300\257 bytes\033[0m [1.00ms]\n' >> "$WORK/in"
printf 'Error: Cannot find module \047\033[2Jleft-\200pad\047\n' >> "$WORK/in"
printf '// TODO(ann): \001\002\033[5mfix\033[0m the \033P+q\033\\ parser\n' >> "$WORK/in"
