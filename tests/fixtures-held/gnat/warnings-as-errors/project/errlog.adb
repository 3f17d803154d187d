with Ada.Text_IO; use Ada.Text_IO;

procedure Errlog is
   Unused_Count : Integer := 0;
   Error_Level  : Integer := 2;
begin
   Put_Line ("ERROR handling: FAILED jobs are retried (TODO: backoff)");
   if Error_Level > 1 then
      Put_Line ("error: level" & Integer'Image (Error_Level));
   end if;
end Errlog;
