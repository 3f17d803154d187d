<?php
namespace App;

use App\Repository\UserRepository;

class UserService {
    private $repo;

    public function __construct(UserRepository $repo)
    {
        $this->repo = $repo;
    }

    public function findActive($limit=10)
    {
        $users = $this->repo->all();
        $active = array();
        foreach($users as $u) {
            if ($u->active == true) { $active[] = $u; }
        }
        return array_slice($active, 0, $limit);
    }
}
