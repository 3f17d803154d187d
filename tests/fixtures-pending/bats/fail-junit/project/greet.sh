#!/bin/sh
# greet NAME [COUNT]
name=${1:?usage: greet NAME}
count=${2:-1}
i=0
while [ "$i" -lt "$count" ]; do
  echo "hello, $name"
  i=$((i + 1))
done
